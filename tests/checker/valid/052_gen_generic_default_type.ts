interface ApiResponse<T = unknown> {
  status: number;
  data: T;
}
const r1: ApiResponse<string[]> = { status: 200, data: ["a"] };
const r2: ApiResponse = { status: 204, data: null };
console.log(r1.data.length, r2.status);
