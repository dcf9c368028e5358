// Mocha globals that @web/test-runner provides to *.browser.test.ts files.
declare function describe(name: string, body: () => void): void;
declare function it(name: string, body: () => void | Promise<void>): void;
