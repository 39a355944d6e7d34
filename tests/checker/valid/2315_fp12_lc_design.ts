interface Tweet {
  id: number;
  time: number;
}

class Twitter {
  private clock = 0;
  private tweets = new Map<number, Tweet[]>();
  private follows = new Map<number, Set<number>>();
  postTweet(userId: number, tweetId: number): void {
    const list = this.tweets.get(userId) ?? [];
    list.push({ id: tweetId, time: this.clock++ });
    this.tweets.set(userId, list);
  }
  getNewsFeed(userId: number): number[] {
    const users = [userId, ...(this.follows.get(userId) ?? [])];
    return users
      .flatMap((u) => this.tweets.get(u) ?? [])
      .sort((a, b) => b.time - a.time)
      .slice(0, 10)
      .map((t) => t.id);
  }
  follow(a: number, b: number): void {
    if (a === b) return;
    let set = this.follows.get(a);
    if (!set) this.follows.set(a, (set = new Set()));
    set.add(b);
  }
  unfollow(a: number, b: number): void {
    this.follows.get(a)?.delete(b);
  }
}

class HitCounter {
  private times: number[] = [];
  hit(t: number): void {
    this.times.push(t);
  }
  getHits(t: number): number {
    let lo = 0, hi = this.times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.times[mid] <= t - 300) lo = mid + 1;
      else hi = mid;
    }
    return this.times.length - lo;
  }
}

class SnapshotArray {
  private history: [snap: number, value: number][][];
  private snapId = 0;
  constructor(length: number) {
    this.history = Array.from({ length }, () => [[0, 0]]);
  }
  set(index: number, val: number): void {
    const h = this.history[index];
    const last = h[h.length - 1];
    if (last[0] === this.snapId) last[1] = val;
    else h.push([this.snapId, val]);
  }
  snap(): number {
    return this.snapId++;
  }
  get(index: number, snap: number): number {
    const h = this.history[index];
    let lo = 0, hi = h.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (h[mid][0] <= snap) lo = mid;
      else hi = mid - 1;
    }
    return h[lo][1];
  }
}

const tw = new Twitter();
tw.postTweet(1, 5);
tw.follow(1, 2);
tw.postTweet(2, 6);
console.log(tw.getNewsFeed(1));
tw.unfollow(1, 2);
console.log(tw.getNewsFeed(1));
const hc = new HitCounter();
[1, 2, 3, 300, 301].forEach((t) => hc.hit(t));
console.log(hc.getHits(300), hc.getHits(301));
const sa = new SnapshotArray(3);
sa.set(0, 5);
const s0 = sa.snap();
sa.set(0, 6);
console.log(sa.get(0, s0), sa.get(0, sa.snap()));
