/// Whether what the keys act on in a pane is there (``BrowserPane/settling``): keys that act on it wait
/// until it is (``KeyHold``), and how long they wait depends on why it is not.
enum PaneSettling: Equatable {
    /// The rows or the photo the keys act on are there, or their read failed: keys act now.
    case settled
    /// A read is under way (a list's first rows, a page a key aimed at, a detail's photo). It ends by
    /// itself, in an answer or a failure, so keys wait for it however long it takes.
    case reading
    /// Something that no read shows is on its way (a page not yet asked for). Keys wait for it up to
    /// ``Browser/holdLimit``, in case it never comes.
    case waiting
    /// A change a key asked for (a favourite mark, a removal) is on its way through the pane's view model
    /// and does not show yet. Every key waits for it but the control keys, even one that leaves the pane:
    /// leaving first could drop the change before the view model took it. Up to ``Browser/holdLimit``.
    case storing
}

extension PaneSettling {
    /// A list's, the one rule of every list pane: while it has no rows, reading its first ones, or waiting
    /// for them to be asked for (`isIdle`: appearing asks); reading while its first page is read again
    /// (`isReloading`: `r`, other filters), which replaces the rows the keys would act on; settled once
    /// they have come or their read has ended, unless a key aims past the loaded rows (`awaitsRows`) while
    /// more may come, when it is reading that page, or waiting for it to be asked for; and waiting while a
    /// read again was asked for that no state shows yet (`reloadAsked`).
    static func list(
        isEmpty: Bool, isIdle: Bool, isLoading: Bool, isReloading: Bool, awaitsRows: Bool, moreMayCome: Bool, reloadAsked: Bool = false
    ) -> PaneSettling {
        if isEmpty && isLoading || isReloading { return .reading }
        if isEmpty, isIdle { return .waiting }
        guard awaitsRows, moreMayCome else { return reloadAsked ? .waiting : .settled }
        return isLoading ? .reading : .waiting
    }
}
