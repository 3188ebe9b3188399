import Foundation

#if os(Linux)
  import CMalloc
#endif

/// render-composer: the command-line face of ComposerRender and GoldenSnapshots. Argument
/// parsing and output only; every decision lives in the libraries. Each command is a type in
/// Commands/, listed in `CommandLineTool.commands`. Exit status: 0 success, 1 differences
/// found, 2 bad usage or bad input.

#if os(Linux)
  // Pictures are large (a menu at accessibility sizes is 11 MB, its decoded golden as much) and
  // are made again and again: with glibc's own thresholds each could come from fresh pages (a
  // fault and a zeroed page per 4 KB), which more than doubled the time to check such a state.
  // Blocks up to 32 MB come from the heap, and up to 256 MB of it is kept for the next picture.
  _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
  _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
#endif
exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
