/// The application's lifecycle notifications (posted by `move app to background/foreground`).
public enum UIApplication {
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")

  static let lifecycleNotifications = [
    willResignActiveNotification, didEnterBackgroundNotification, willEnterForegroundNotification,
    didBecomeActiveNotification,
  ]
}
