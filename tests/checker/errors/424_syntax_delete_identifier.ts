let tmp = 1;
delete tmp;
