import FoundationEssentials

extension ListDemoOptions {
    /// Every file the run may read or write: the script it reads; the form's save file, its draft and its lock (the
    /// menu can always open the form; with `--compare`, the right half's too), the font-match cache (under
    /// `environment`'s cache folder), the trace, the screenshot, the recording and `scriptScreenshots`, the script's
    /// `screenshot` paths with their line numbers, which it writes.
    func fileRoles(scriptScreenshots: [(line: Int, path: String)] = [],
                   environment: [String: String] = ProcessInfo.processInfo.environment) -> [FileRole] {
        var roles: [FileRole] = []
        if let script { roles.append(FileRole(name: "--script", path: script, isOutput: false)) }
        let form = formFile(environment: environment)
        roles.append(FileRole(name: saveTo == nil ? "the form's file" : "--save-to", path: form, isOutput: true))
        roles.append(FileRole(name: "the form's draft", path: form + ".draft", isOutput: true))
        roles.append(FileRole(name: "the form's lock", path: Self.lockPath(beside: form), isOutput: true, byPathOnly: true))
        if compare != nil {
            // The right half's form keeps a file of its own.
            let right = rightHalfFormFile(environment: environment)
            roles.append(FileRole(name: "the right half's form file", path: right, isOutput: true))
            roles.append(FileRole(name: "the right half's draft", path: right + ".draft", isOutput: true))
            roles.append(FileRole(name: "the right half's lock", path: Self.lockPath(beside: right), isOutput: true,
                                  byPathOnly: true))
        }
        if let cache = FontMatchCache.path(environment: environment) {
            roles.append(FileRole(name: "the font-match cache", path: cache, isOutput: true, byPathOnly: true))
        }
        if let trace { roles.append(FileRole(name: "--trace", path: trace, isOutput: true)) }
        if let screenshot { roles.append(FileRole(name: "--screenshot", path: screenshot, isOutput: true)) }
        if let record { roles.append(FileRole(name: "--record", path: record, isOutput: true)) }
        for (line, path) in scriptScreenshots {
            roles.append(FileRole(name: "script:\(line) screenshot", path: path, isOutput: true))
        }
        return roles
    }

    /// Where the lock of the form saving to `file` is: beside the file the path leads to (`FileLock`), so that every
    /// name of one file shares one lock.
    private static func lockPath(beside file: String) -> String {
        ((try? FileTarget(resolvingAnything: file))?.path ?? file) + ".lock"
    }

    /// Refuses, before anything is written, an output that is the same file as an input or as another output:
    /// `--trace X --script X` would overwrite the script, `--screenshot X --trace X` would lose the trace. Paths are
    /// compared with every symlink resolved (so `./x`, `x` and a link to it are one file), and files that already
    /// exist also by device and inode (so hard links are too).
    func checkDistinctFiles(scriptScreenshots: [(line: Int, path: String)] = []) throws(PlatformError) {
        try FileRole.checkDistinct(fileRoles(scriptScreenshots: scriptScreenshots))
    }
}
