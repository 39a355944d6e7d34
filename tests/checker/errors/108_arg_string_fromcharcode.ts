const letter = String.fromCharCode("65");
console.log(letter);
