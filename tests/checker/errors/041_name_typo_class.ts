class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}
throw new HTTPError(404, "not found");
