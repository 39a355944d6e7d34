// toUpperCase/toLowerCase with non-ASCII, special casing that changes length.
console.log("Straße".toUpperCase(), "İ".toLowerCase().length, "ΣΑΣ".toLowerCase(), "ﬁ".toUpperCase(), "ÉCOLE".toLowerCase());
console.log("mIxEd 123".toUpperCase(), "ABC".toLocaleLowerCase(), "abc".toLocaleUpperCase(), "ß".toUpperCase().length);
