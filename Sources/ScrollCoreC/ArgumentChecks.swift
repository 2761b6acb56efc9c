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
