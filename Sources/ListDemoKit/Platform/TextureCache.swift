import CSDL2

/// Counters of a canvas's texture cache (its text's, its shapes'), so tests and the app's overlay
/// can see rasterisation.
public struct TextureCacheStatistics: Sendable, Equatable {
    /// Draws served by an already rasterised texture.
    public var hits = 0
    /// Draws that had to rasterise (and upload) their text.
    public var misses = 0
    /// Textures dropped because the cache was full.
    public var evictions = 0
    /// Textures held now.
    public var count = 0
    /// The pixel memory of the textures held now, 4 bytes a pixel.
    public var bytes = 0
    /// The most `bytes` seen at once.
    public var peakBytes = 0
    /// The most textures held at once.
    public let capacity: Int
    /// The most pixel memory held at once (beyond it only by a single texture larger than all of it).
    public let byteBudget: Int
}

/// Rasterised pictures kept as SDL textures, keyed by what makes two rasterisations identical
/// (for text: string, style and colour; for shapes: the shape), so what does not change is
/// rasterised once however many frames draw it. The scale is not in the key: the canvas empties
/// the cache when it changes. Bounded both in textures and in bytes of pixels: the least recently
/// drawn textures are destroyed when either bound is reached, so text that grows one character at
/// a time (each version a new texture) cannot pile up.
///
/// The textures belong to the canvas's renderer: the canvas empties this cache before it
/// destroys that renderer.
final class TextureCache<Key: Hashable> {
    /// A texture and its size in pixels.
    struct Texture {
        let handle: OpaquePointer
        let width: Int32
        let height: Int32
    }

    private var entries: LRUCache<Key, Texture>
    /// Hits, misses and occupancy since the cache was made.
    private(set) var statistics: TextureCacheStatistics

    /// Creates an empty cache for at most `capacity` textures of at most `byteBudget` bytes in all.
    init(capacity: Int, byteBudget: Int) {
        entries = LRUCache(capacity: capacity, costLimit: byteBudget)
        statistics = TextureCacheStatistics(capacity: capacity, byteBudget: byteBudget)
    }

    /// The texture for `key`, made by `rasterise` only when it is not cached.
    func texture(for key: Key, rasterise: () throws -> Texture) rethrows -> Texture {
        if let texture = entries.value(for: key) {
            statistics.hits += 1
            return texture
        }
        let texture = try rasterise()
        statistics.misses += 1
        // SDL keeps a texture's pixels as 32-bit ARGB.
        let bytes = Int(texture.width) * Int(texture.height) * 4
        for evicted in entries.insert(texture, for: key, cost: bytes) {
            SDL_DestroyTexture(evicted.value.handle)
            statistics.evictions += 1
        }
        statistics.count = entries.count
        statistics.bytes = entries.totalCost
        statistics.peakBytes = max(statistics.peakBytes, statistics.bytes)
        return texture
    }

    /// Destroys every texture (before the renderer goes, or when the scale changes).
    func removeAll() {
        for texture in entries.removeAll() {
            SDL_DestroyTexture(texture.handle)
        }
        statistics.count = 0
        statistics.bytes = 0
    }
}
