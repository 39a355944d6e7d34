const 2fast = 1;
