#!/usr/bin/env bash
# `php -l` on every PHP file of the WordPress plugin and its tests. (The WordPress coding standard's
# sniffs are neither in Debian nor on npm, the only registries here, so PHPCS cannot run them.)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
while IFS= read -r -d '' file; do
  php -l "$file" >/dev/null || status=1
done < <(find wordpress -name '*.php' -not -path 'wordpress/build/*' -print0)
[ "$status" -eq 0 ] && echo "php -l: every PHP file of the plugin parses."
exit "$status"
