; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramE5local = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @histogram(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = icmp samesign ult i32 %4, 16
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 %11
  store i32 0, ptr %12, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %10, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp ult i32 %8, %2
  br i1 %14, label %15, label %23

15:                                               ; preds = %13
  %16 = zext i32 %8 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = and i32 %18, 15
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 %20
  %22 = atomicrmw add ptr %21, i32 1 seq_cst, align 4
  br label %23

23:                                               ; preds = %15, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %9, label %24, label %30

24:                                               ; preds = %23
  %25 = zext nneg i32 %4 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 %25
  %27 = getelementptr inbounds nuw i32, ptr %1, i64 %25
  %28 = load i32, ptr %26, align 4, !tbaa !4
  %29 = atomicrmw add ptr %27, i32 %28 seq_cst, align 4
  br label %30

30:                                               ; preds = %24, %23
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
