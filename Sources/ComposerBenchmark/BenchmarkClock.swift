import Dispatch
import Foundation

extension Benchmark {
  /// Runs `body` `warmUpRuns` times untimed, then `runs` times timed: the spread of the timed
  /// runs, the cores they kept busy, and the process's peak memory after them.
  func time(
    _ id: String, _ label: String, note: String? = nil, runs: Int? = nil, warmUpRuns: Int? = nil,
    _ body: () throws -> Void
  ) throws -> Timing {
    try withoutActuallyEscaping(body) { body in
      try timeInTurn(
        [Job(id: id, label: label, note: note, body: body)], runs: runs, warmUpRuns: warmUpRuns)[0]
    }
  }

  /// One step to time, for ``timeInTurn(_:runs:warmUpRuns:)``.
  struct Job {
    let id: String
    let label: String
    let note: String?
    let body: () throws -> Void
  }

  /// Times `jobs` in turn, a run of each after a run of the one before, so that a stretch of
  /// noise on a shared machine falls on all of them alike: what a ratio of two of them (the
  /// gallery on one core and on all) needs. Each job's timing is as ``time(_:_:note:runs:
  /// warmUpRuns:_:)`` gives it.
  func timeInTurn(_ jobs: [Job], runs: Int? = nil, warmUpRuns: Int? = nil) throws -> [Timing] {
    for _ in 0..<(warmUpRuns ?? options.warmUpRuns) {
      for job in jobs { try job.body() }
    }
    var samples = [[Double]](repeating: [], count: jobs.count)
    var cpuSeconds = [Double](repeating: 0, count: jobs.count)
    for _ in 0..<max(1, runs ?? options.runs) {
      for (index, job) in jobs.enumerated() {
        let cpuStart = Self.cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        try job.body()
        samples[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        cpuSeconds[index] += Self.cpuSeconds() - cpuStart
      }
    }
    let peak = Self.peakResidentKiB()
    return jobs.indices.map { index in
      let job = jobs[index]
      return Timing(
        id: job.id, group: String(job.id.prefix { $0 != "/" }), label: job.label,
        statistic: Statistic(milliseconds: samples[index]), note: job.note,
        peakResidentKiB: peak, coresBusy: cpuSeconds[index] / (samples[index].reduce(0, +) / 1000))
    }
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
