const attempts = 0;
attempts++;
