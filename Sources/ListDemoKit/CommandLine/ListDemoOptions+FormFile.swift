import FoundationEssentials

extension ListDemoOptions {
    /// The form's file: `--save-to` (a relative path stays relative to the current folder), else `classmates.json` in
    /// `environment`'s data folder (`DataHome`), else — no home named at all — in the current folder.
    func formFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let saveTo { return saveTo }
        return DataHome.folder(environment: environment).map { $0 + "/" + DataHome.formFileName } ?? DataHome.formFileName
    }

    /// With `--compare`, the right half's form file: the form file with "-right" before its extension
    /// ("classmates.json" → "classmates-right.json"). The two copies may be scrolled apart, so the same click can
    /// focus different fields, and one file would hold whichever saved last.
    func rightHalfFormFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let file = formFile(environment: environment)
        let name = file.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return file + "-right" }
        let stem = file.dropLast(name.distance(from: dot, to: name.endIndex))
        return stem + "-right" + name[dot...]
    }
}
