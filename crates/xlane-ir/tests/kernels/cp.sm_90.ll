; ModuleID = 'cp.cu'
source_filename = "cp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ5stageE1s = internal addrspace(3) global [256 x i32] undef, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @stage(ptr noundef %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5stageE1s to ptr), i64 %6
  %8 = addrspacecast ptr %7 to ptr addrspace(3)
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %6
  %10 = addrspacecast ptr %9 to ptr addrspace(1)
  %11 = icmp eq i32 %4, 63
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3) %8, ptr addrspace(1) %10, i32 8)
  br label %14

13:                                               ; preds = %3
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %8, ptr addrspace(1) %10)
  br label %14

14:                                               ; preds = %13, %12
  tail call void @llvm.nvvm.cp.async.commit.group()
  %15 = icmp eq i32 %2, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %14
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %17

17:                                               ; preds = %16, %14
  %18 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = add nuw nsw i32 %5, 4
  %21 = and i32 %20, 252
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ5stageE1s to ptr), i64 %22
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = add i32 %25, %19
  %27 = zext nneg i32 %4 to i64
  %28 = getelementptr inbounds nuw i32, ptr %1, i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind }

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
