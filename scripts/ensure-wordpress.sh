#!/usr/bin/env bash
# Installs Debian's WordPress, PHP, MariaDB and PHPUnit when absent (the WordPress tests' real parts).
set -euo pipefail
missing=""
[ -f /usr/share/wordpress/wp-settings.php ] || missing="$missing wordpress"
[ -d /usr/share/wordpress/wp-content/themes/twentytwentythree ] || missing="$missing wordpress-theme-twentytwentythree"
command -v php >/dev/null 2>&1 || missing="$missing php8.2-cli"
php -m 2>/dev/null | grep -qx mysqli || missing="$missing php8.2-mysql"
for module in gd xml mbstring curl zip; do
  php -m 2>/dev/null | grep -qix "$module" || missing="$missing php8.2-$module"
done
command -v mariadbd >/dev/null 2>&1 || missing="$missing mariadb-server"
command -v phpunit >/dev/null 2>&1 || missing="$missing phpunit"
if [ -n "$missing" ]; then
  echo "Installing from Debian:$missing"
  apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
