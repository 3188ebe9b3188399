import Dispatch
import Foundation

extension Benchmark {
  /// Runs `body` `warmUpRuns` times untimed, then `runs` times timed: the spread of the timed
  /// runs, the cores they kept busy, and the process's peak memory after them.
  func time(
    _ id: String, _ label: String, note: String? = nil, runs: Int? = nil, warmUpRuns: Int? = nil,
    _ body: () throws -> Void
  ) rethrows -> Timing {
    for _ in 0..<(warmUpRuns ?? options.warmUpRuns) { try body() }
    var samples: [Double] = []
    let cpuStart = Self.cpuSeconds()
    for _ in 0..<max(1, runs ?? options.runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let cpu = Self.cpuSeconds() - cpuStart
    return Timing(
      id: id, group: String(id.prefix { $0 != "/" }), label: label,
      statistic: Statistic(milliseconds: samples), note: note,
      peakResidentKiB: Self.peakResidentKiB(),
      coresBusy: cpu / (samples.reduce(0, +) / 1000))
  }

  /// User and system CPU time of the whole process (every thread), in seconds.
  static func cpuSeconds() -> Double {
    let usage = resourceUsage()
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// `ru_maxrss`, which Linux reports in KiB (macOS in bytes).
  static func peakResidentKiB() -> Int {
    #if os(Linux)
      return resourceUsage().ru_maxrss
    #else
      return resourceUsage().ru_maxrss / 1024
    #endif
  }

  private static func resourceUsage() -> rusage {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
  }
}
