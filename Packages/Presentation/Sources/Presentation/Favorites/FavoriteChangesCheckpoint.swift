/// A moment among the favourite changes asked for (``SharedFavorites/checkpoint()``): the refusals that come
/// after it are the ones ``SharedFavorites/changesStored(since:)`` reports. An app takes one when its
/// screens stop being read (the user asked to quit, the server was asked to stop), so a change refused
/// from then on is said as the app ends, where the user looks.
public struct FavoriteChangesCheckpoint: Equatable, Sendable {
    /// How many changes had ended then, in the order asked.
    let changesEnded: Int
}
