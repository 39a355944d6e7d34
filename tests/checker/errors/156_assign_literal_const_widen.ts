let status = "idle" as const;
status = "running";
