import Glibc

/// Where listdemo keeps a user's data, as desktop apps do (the XDG Base Directory rule): `$XDG_DATA_HOME/listdemo` when
/// XDG_DATA_HOME is an absolute path, else `$HOME/.local/share/listdemo`.
enum DataHome {
    /// The form's file in the data folder, when `--save-to` does not name one.
    static let formFileName = "classmates.json"

    /// The data folder for `environment`; nil when neither XDG_DATA_HOME nor HOME is an absolute path (the XDG rule
    /// ignores a relative one).
    static func folder(environment: [String: String]) -> String? {
        anchored(environment: environment).map { ([$0.anchor == "/" ? "" : $0.anchor] + $0.below).joined(separator: "/") }
    }

    /// Makes the data folder of `environment` where it is missing, each folder made 0700 as the XDG rule asks: the
    /// folders below the home (`.local`, `share`, `listdemo`), or below XDG_DATA_HOME's parent. The home (or that
    /// parent) itself is never made: one that does not exist stays missing, and the form then says, when it saves,
    /// that its folder is missing. Returns whether the folder is there now.
    @discardableResult
    static func make(environment: [String: String]) -> Bool {
        guard let (anchor, below) = anchored(environment: environment) else { return false }
        var status = stat()
        guard stat(anchor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
        var path = anchor == "/" ? "" : anchor
        for name in below {
            path += "/" + name
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return false }
        }
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The folder that must already exist, and the names below it that make the data folder.
    private static func anchored(environment: [String: String]) -> (anchor: String, below: [String])? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            let names = data.split(separator: "/").map(String.init)
            guard let last = names.last else { return ("/", ["listdemo"]) }
            return ("/" + names.dropLast().joined(separator: "/"), [last, "listdemo"])
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            let names = home.split(separator: "/").map(String.init)
            return ("/" + names.joined(separator: "/"), [".local", "share", "listdemo"])
        }
        return nil
    }
}
