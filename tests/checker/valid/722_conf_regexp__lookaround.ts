// Lookahead and lookbehind, positive and negative.
console.log("price 100 dollars 200".match(/\d+(?= dollars)/g), "a1 b2 c3".match(/[a-z](?!2)/g));
console.log("$10 €20 $30".match(/(?<=\$)\d+/g), "x1 y2 x3".match(/(?<!x)\d/g));
console.log("1234567".replace(/\B(?=(\d{3})+(?!\d))/g, ","), "password1".match(/^(?=.*\d)(?=.*[a-z]).{8,}$/) !== null);
