import Foundation

extension OperationQueue.SchedulerTimeType {
    /// A time interval of an operation queue, in seconds: the same interval as a run loop's
    /// (`RunLoop.SchedulerTimeType.Stride`), which has every member Apple's operation-queue stride has.
    public typealias Stride = RunLoop.SchedulerTimeType.Stride
}
