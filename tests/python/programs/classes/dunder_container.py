# __len__, __getitem__, __contains__, __iter__ on a container class.
class Playlist:
    def __init__(self, *songs):
        self.songs = list(songs)

    def __len__(self):
        return len(self.songs)

    def __getitem__(self, i):
        return self.songs[i]

    def __contains__(self, song):
        return song.lower() in (s.lower() for s in self.songs)

    def __iter__(self):
        return iter(self.songs)


p = Playlist("Intro", "Verse", "Chorus", "Outro")
print(len(p), p[0], p[-1], p[1:3], "chorus" in p, "bridge" in p)
print(list(p), [s.upper() for s in p], bool(p), bool(Playlist()))
for i, s in enumerate(p):
    print(i, s)
