const total = 1 +
  2 +
;
