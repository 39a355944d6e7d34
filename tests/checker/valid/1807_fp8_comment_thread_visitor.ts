interface Comment {
  id: string;
  author: string;
  text: string;
  votes: number;
  replies: Comment[];
}

let seq = 0;
function c(author: string, text: string, votes: number, ...replies: Comment[]): Comment {
  return { id: `c${++seq}`, author, text, votes, replies };
}

const thread: Comment[] = [
  c("ann", "First!", 2),
  c("ben", "Has anyone tried the new release?", 10,
    c("cat", "Yes, it's faster.", 5, c("ben", "Good to hear", 1)),
    c("dan", "Broke my build :(", 7, c("eve", "Pin the version", 4), c("dan", "Thanks, worked", 2))),
  c("eve", "Docs link is dead", 3),
];

type Visitor<T> = { enter?: (c: Comment, depth: number) => T | undefined; leave?: (c: Comment, depth: number) => void };

function visit<T>(list: Comment[], v: Visitor<T>, depth = 0, found: T[] = []): T[] {
  for (const cm of list) {
    const r = v.enter?.(cm, depth);
    if (r !== undefined) found.push(r);
    visit(cm.replies, v, depth + 1, found);
    v.leave?.(cm, depth);
  }
  return found;
}

const lines = visit(thread, { enter: (cm, d) => `${"  ".repeat(d)}[${cm.votes}] ${cm.author}: ${cm.text}` });
console.log(lines.join("\n"));

const authors = new Map<string, { posts: number; votes: number }>();
visit<void>(thread, {
  enter(cm) {
    const a = authors.get(cm.author) ?? { posts: 0, votes: 0 };
    a.posts++;
    a.votes += cm.votes;
    authors.set(cm.author, a);
    return undefined;
  },
});
const ranked = [...authors].sort(([, x], [, y]) => y.votes - x.votes || y.posts - x.posts);
console.log(ranked.map(([name, s]) => `${name}:${s.votes}/${s.posts}`).join(", "));

function sortThread(list: Comment[]): Comment[] {
  return [...list].sort((a, b) => b.votes - a.votes).map((x) => ({ ...x, replies: sortThread(x.replies) }));
}
const top = sortThread(thread)[0];
console.log(top.author, top.replies.map((r) => r.author));

function maxDepth(list: Comment[]): number {
  return list.length === 0 ? 0 : 1 + Math.max(...list.map((x) => maxDepth(x.replies)));
}
console.log("depth", maxDepth(thread));
const ids = visit(thread, { enter: (cm, d) => (d >= 2 ? cm.id : undefined) });
console.log(ids);
