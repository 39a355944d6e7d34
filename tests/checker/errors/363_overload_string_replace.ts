const s = "a-b".replace("-", 5);
