const mode = 0755;
