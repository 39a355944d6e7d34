setTimeout("console.log(1)", 10);
