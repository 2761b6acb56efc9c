/// Where the live scene adds new rows.
public enum InsertPosition: String, CaseIterable, Sendable {
    case top, end
}
