/// A request the list could not carry out. The list keeps running; the caller decides what to show.
public enum ListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The index path names no row in the list as it stands.
    case noSuchRow(IndexPath)
    /// The section index names no section.
    case noSuchSection(Int)
    /// A batch update does not agree with the data source; the list reloaded from it.
    case inconsistentUpdate(String)
    /// A number the list cannot use: `name` is the argument, `value` what was passed (NaN or infinite).
    case notFinite(name: String, value: Double)

    public var description: String {
        switch self {
        case .noSuchRow(let indexPath): "no row at section \(indexPath.section), row \(indexPath.row)"
        case .noSuchSection(let section): "no section \(section)"
        case .inconsistentUpdate(let reason): "invalid batch update: \(reason); reloaded from the data source"
        case .notFinite(let name, let value): "\(name) must be a finite number, not \(value)"
        }
    }
}
