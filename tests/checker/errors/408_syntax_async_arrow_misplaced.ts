const load = async => (x: number) { return x; };
