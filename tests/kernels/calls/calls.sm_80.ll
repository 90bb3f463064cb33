; ModuleID = 'calls.cu'
source_filename = "calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z9group_sumjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %1, i32 %0)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 3
  %8 = icmp ult i32 %4, 6
  br i1 %8, label %32, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -4
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %24, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %28, %11 ]
  %15 = add i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibj(i32 noundef %15) #7
  %17 = add i32 %16, %13
  %18 = add i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibj(i32 noundef %18) #7
  %20 = add i32 %19, %17
  %21 = add i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibj(i32 noundef %21) #7
  %23 = add i32 %22, %20
  %24 = add i32 %12, -8
  %25 = add i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibj(i32 noundef %25) #7
  %27 = add i32 %26, %23
  %28 = add i32 %14, 4
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %11

30:                                               ; preds = %11
  %31 = icmp eq i32 %7, 0
  br i1 %31, label %46, label %32

32:                                               ; preds = %30, %3
  %33 = phi i32 [ %0, %3 ], [ %24, %30 ]
  %34 = phi i32 [ 0, %3 ], [ %27, %30 ]
  %35 = icmp ne i32 %7, 0
  tail call void @llvm.assume(i1 %35)
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i32 [ %40, %36 ], [ %33, %32 ]
  %38 = phi i32 [ %43, %36 ], [ %34, %32 ]
  %39 = phi i32 [ %44, %36 ], [ 0, %32 ]
  %40 = add i32 %37, -2
  %41 = add i32 %37, -1
  %42 = tail call noundef i32 @_Z3fibj(i32 noundef %41) #7
  %43 = add i32 %42, %38
  %44 = add i32 %39, 1
  %45 = icmp eq i32 %44, %7
  br i1 %45, label %46, label %36, !llvm.loop !8

46:                                               ; preds = %30, %36, %1
  %47 = phi i32 [ 0, %1 ], [ %27, %30 ], [ %43, %36 ]
  %48 = phi i32 [ %0, %1 ], [ %24, %30 ], [ %40, %36 ]
  %49 = add i32 %48, %47
  ret i32 %49
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @calls(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %9 = trunc nuw nsw i32 %8 to i8
  %10 = urem i8 %9, 3
  %11 = icmp ne i8 %10, 0
  %12 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %11)
  %13 = zext i32 %7 to i64
  br i1 %11, label %14, label %18

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = tail call noundef i32 @_Z9group_sumjj(i32 noundef %12, i32 noundef %16) #8
  br label %18

18:                                               ; preds = %2, %14
  %19 = phi i32 [ %17, %14 ], [ -1, %2 ]
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  store i32 %19, ptr %20, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @recursion(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = and i32 %10, 15
  %12 = tail call noundef i32 @_Z3fibj(i32 noundef %11) #7
  %13 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 %12, ptr %13, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
