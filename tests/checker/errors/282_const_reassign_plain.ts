const status = "pending";
status = "done";
