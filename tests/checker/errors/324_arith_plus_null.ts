const total = 5 + null;
