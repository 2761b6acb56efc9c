/// A request the list could not carry out. The list keeps running; the caller decides what to show.
///
/// The list has one error style: a method that can fail throws a `ListError`. A request carried
/// out later (a scroll queued until the list has a size or a batch ends) cannot throw to its
/// caller; its failure is a `ScrollEvent.error` with the `ListError`'s description. A batch update's
/// failure is thrown and also reported as an `.error` event, so an observer of the events (a trace)
/// sees every failure the list recovered from.
public enum ListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The index path names no row in the list as it stands.
    case noSuchRow(ListIndexPath)
    /// The section index names no section.
    case noSuchSection(Int)
    /// A batch update does not agree with the data source; the list reloaded from it.
    case inconsistentUpdate(String)
    /// The list's data source was released (the list holds it weakly): there is nothing to check a
    /// batch update against or to reload from, so the layout stays as it was.
    case dataSourceGone
    /// A number the list cannot use: `name` is the argument, `value` what was passed (NaN or infinite).
    case notFinite(name: String, value: Double)

    public var description: String {
        switch self {
        case .noSuchRow(let indexPath): "no row at section \(indexPath.section), row \(indexPath.row)"
        case .noSuchSection(let section): "no section \(section)"
        case .inconsistentUpdate(let reason): "invalid batch update: \(reason); reloaded from the data source"
        case .dataSourceGone: "the data source was released: keep a reference to it while the list uses it"
        case .notFinite(let name, let value): "\(name) must be a finite number, not \(value)"
        }
    }
}
