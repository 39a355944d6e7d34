const MAX_RETRIES = 3;
for (let attempt = 0; attempt < MAX_RETRY; attempt++) {
  console.log("attempt", attempt);
}
