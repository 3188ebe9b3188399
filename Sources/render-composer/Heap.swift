#if os(Linux)
  import CMalloc
#endif

/// How the tool's heap is set up on Linux (glibc's malloc); nothing elsewhere.
enum Heap {
  /// Pictures are large (a menu at accessibility sizes is 11 MB, its decoded golden as much)
  /// and are made again and again: with glibc's own thresholds each could come from fresh
  /// pages (a fault and a zeroed page per 4 KB), which more than doubled the time to check
  /// such a state. Blocks up to 64 MB come from the heap, and up to 256 MB of it is kept for
  /// the next picture: the biggest filmstrip (39 MB, the menu opening's) then reuses what the
  /// others left, where a mapping of its own came on top of all the heap kept (a `bench`
  /// peaked at 103–139 MB with 32 MB, at 103–107 MB with 64). One heap for every thread: with
  /// one per thread (glibc's default), each kept the pages of the biggest pictures it ever
  /// drew, and a check on two cores ended up holding 92 MB of heap with 5 MB of it in use;
  /// shared, a thread's freed pictures serve the next ones drawn on any thread. Small blocks
  /// still come from each thread's own cache, without the lock. The first 30 MB of the heap
  /// are on huge pages: a `render` process then spends a millisecond less in page faults (its
  /// canvas and the rasteriser's rows are 3 MB of fresh memory).
  static func configure() {
    #if os(Linux)
      _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
      _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
      _ = mallopt(M_ARENA_MAX, 1)
      composer_reserve_huge_page_heap(30 << 20)
    #endif
  }

  /// Puts the heap a whole-catalog run grows into (`check`: about 130 MB on two cores) on huge
  /// pages too, so it faults in 2 MB at a time: a cold `check` of every golden spent a tenth of
  /// its time in the kernel's page faults, four fifths of them under a filmstrip's or a
  /// canvas's first fill. Pages are only taken as they are touched, a whole 2 MB page at once.
  static func reserveForCatalog() {
    #if os(Linux)
      composer_reserve_huge_page_heap(160 << 20)
    #endif
  }
}
