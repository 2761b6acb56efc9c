// What a C caller may pass: every number finite and in a range, every pointer checked for NULL,
// every section in the list.

let maxHeight = 1e6
let maxMagnitude = 1e9
let maxRows = 100_000_000

func finite(_ value: Double, _ name: String) throws(CFailure) -> Double {
    guard value.isFinite, abs(value) <= maxMagnitude else {
        throw CFailure("\(name) must be a finite number of magnitude at most \(maxMagnitude), not \(value)")
    }
    return value
}

func height(_ value: Double, _ name: String) throws(CFailure) -> Double {
    guard value.isFinite, value >= 0, value <= maxHeight else {
        throw CFailure("\(name) must be a height from 0 to \(maxHeight) points, not \(value)")
    }
    return value
}

func checkedHeights(_ pointer: UnsafePointer<Double>?, _ count: Int, _ name: String) throws(CFailure) -> [Double] {
    guard count >= 0, count <= maxRows else { throw CFailure("\(name): \(count) rows is more than \(maxRows)") }
    guard count > 0 else { return [] }
    guard let pointer else { throw CFailure("\(name) is NULL but \(count) rows were given") }
    let values = Array(UnsafeBufferPointer(start: pointer, count: count))
    for (index, value) in values.enumerated() { _ = try height(value, "\(name)[\(index)]") }
    return values
}

/// A caller's string as an error message shows it: in double quotes, its control and format
/// characters escaped (`sc_last_error` is one line that prints safely) and cut after 64 characters
/// with its length, so a megabyte of input is not a megabyte of message.
func quoted(_ text: String) -> String {
    let limit = 64
    var shown = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
        if index == limit {
            shown += "…"
            break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            shown += "\\u{" + String(scalar.value, radix: 16) + "}"
        default:
            shown += scalar == "\"" || scalar == "\\" ? "\\" + String(scalar) : String(scalar)
        }
    }
    let count = text.unicodeScalars.count
    return "\"" + shown + "\"" + (count > limit ? " (\(count) characters)" : "")
}

func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CFailure) -> String {
    guard let pointer else { throw CFailure("\(name) is NULL") }
    return String(cString: pointer)
}

func checkedSection(_ index: Int, in list: CList, allowingEnd: Bool = false) throws(CFailure) -> Int {
    let count = list.data.sections.count
    guard index >= 0, index < count || (allowingEnd && index == count) else {
        throw CFailure("section \(index) out of range: the list has \(count) sections")
    }
    return index
}
