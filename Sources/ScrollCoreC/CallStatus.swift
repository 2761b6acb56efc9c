import Glibc
import ScrollCore

// How every function `include/scrollcore.h` declares reports: SC_OK, or SC_ERROR (or NaN, or
// SC_ERROR_SIZE) and a message from `sc_last_error`. Each checks its arguments (`ArgumentChecks`)
// before calling into ScrollCore, whose preconditions would trap, so a C caller's bad input leaves
// the list as it was.

let ok: Int32 = 0
let failed: Int32 = -1

// MARK: Errors

/// The thread's last error message, a C string it owns (freed when replaced or the thread ends).
private let errorKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { free($0) }
    return key
}()

func setLastError(_ message: String) {
    let old = pthread_getspecific(errorKey)
    pthread_setspecific(errorKey, strdup(message))
    free(old)
}

@_cdecl("sc_last_error")
public func sc_last_error() -> UnsafePointer<CChar> {
    if let message = pthread_getspecific(errorKey) { return UnsafePointer(message.assumingMemoryBound(to: CChar.self)) }
    return UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The version string, made once and never freed.
nonisolated(unsafe) private let versionString: UnsafeMutablePointer<CChar> = strdup(LibraryVersion.string)

@_cdecl("sc_version")
public func sc_version() -> UnsafePointer<CChar> { UnsafePointer(versionString) }

// MARK: Calling

/// Runs `body`, turning a failure into SC_ERROR and its message.
func status(_ body: () throws(CFailure) -> Void) -> Int32 {
    do throws(CFailure) {
        try body()
        return ok
    } catch {
        setLastError(error.message)
        return failed
    }
}

/// The list behind a handle, or a failure naming the function for a NULL one.
func list(_ handle: OpaquePointer?, _ function: String = #function) throws(CFailure) -> CList {
    guard let handle else { throw CFailure("\(function.prefix { $0 != "(" }): the list is NULL") }
    return Unmanaged<CList>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
}

// MARK: Reading

/// `read` of the list, or NaN (and the error) for a NULL one.
func value(_ handle: OpaquePointer?, _ function: String = #function, _ read: (CList) -> Double) -> Double {
    do throws(CFailure) {
        return read(try list(handle, function))
    } catch {
        setLastError(error.message)
        return .nan
    }
}

/// `read` of the list, or SC_ERROR_SIZE (and the error) for a NULL one.
func size(_ handle: OpaquePointer?, _ function: String = #function, _ read: (CList) throws(CFailure) -> Int) -> Int {
    do throws(CFailure) {
        return try read(try list(handle, function))
    } catch {
        setLastError(error.message)
        return -1   // SIZE_MAX as a size_t
    }
}
