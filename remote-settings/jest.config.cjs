// The card and password forms are typed key by key: on a busy 2-core CI that can pass 5 s.
module.exports = { ...require('../jest.preset.cjs').project(__dirname), testTimeout: 20_000 };
