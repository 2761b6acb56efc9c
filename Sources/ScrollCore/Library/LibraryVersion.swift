/// The version of ScrollCore this is, as CHANGELOG.md names it.
///
/// ScrollCore follows semantic versioning over its public Swift API and its C API
/// (`scrollcore.h`): a minor version adds, a major one may remove or change.
///
/// (Not named `ScrollCoreVersion`: the symbol-graph extractor that DocC reads leaves out every
/// symbol whose name starts with the module's name and "Version", the names Apple's build tools
/// generate, so a type of that name was missing from the documentation.)
public enum LibraryVersion {
    /// Incremented for a change that breaks a program written against the previous version.
    public static let major = 1
    /// Incremented for additions that break nothing.
    public static let minor = 0
    /// Incremented for fixes that change no API.
    public static let patch = 0
    /// `major.minor.patch`, e.g. "1.0.0".
    public static var string: String { "\(major).\(minor).\(patch)" }
}
