import Foundation
@testable import ListDemoKit

extension PlatformTestSupport {
    /// Another process holding a `flock` on `path` (util-linux's `flock`, which creates the file if missing and writes
    /// nothing in it, then becomes `sleep` without forking, so the kernel names `sleep` as the holder and ending it lets
    /// go), returned once the kernel names it as the holder; the caller ends it with `release(_:)`.
    static func holdLock(_ path: String, within timeout: Duration = .seconds(10)) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = ["--exclusive", "--no-fork", path, "sleep", "600"]
        try process.run()
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            // Once it is `sleep`: until flock has executed it, the kernel names the holder flock.
            if let file = FileIdentity(path: path), LockHolder(of: file) == LockHolder(pid: process.processIdentifier, program: "sleep") {
                return process
            }
            guard process.isRunning else { break }
            usleep(2_000)
        }
        release(process)
        throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: path])
    }

    /// Ends a holder from `holdLock` (SIGKILL: a test thread's blocked SIGTERM is inherited by what it starts) and reaps
    /// it, so its lock is let go.
    static func release(_ holder: Process) {
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
    }
}
