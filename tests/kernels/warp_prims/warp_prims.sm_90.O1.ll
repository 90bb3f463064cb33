; ModuleID = 'warp_prims.cu'
source_filename = "warp_prims.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10warp_primsE5stage = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @warp_prims(ptr noalias noundef %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10warp_primsE5stage to ptr), i64 %10
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = addrspacecast ptr %11 to ptr addrspace(3)
  %15 = addrspacecast ptr %13 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %14, ptr addrspace(1) %15)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = add nuw nsw i32 %5, 1
  %17 = urem i32 %16, %7
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10warp_primsE5stage to ptr), i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = load i32, ptr addrspace(1) %15, align 4, !invariant.load !8
  br label %28

22:                                               ; preds = %28
  %23 = and i32 %5, 31
  %24 = mul i32 %9, 10
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %1, i64 %25
  store i32 %32, ptr %26, align 4, !tbaa !4
  %27 = and i32 %20, 255
  br label %41

28:                                               ; preds = %4, %28
  %29 = phi i32 [ %20, %4 ], [ %32, %28 ]
  %30 = phi i32 [ 16, %4 ], [ %33, %28 ]
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %29, i32 range(i32 1, -2147483648) %30, i32 31)
  %32 = add i32 %31, %29
  %33 = lshr i32 %30, 1
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %22, label %28, !llvm.loop !9

35:                                               ; preds = %41
  %36 = getelementptr inbounds nuw i8, ptr %26, i64 4
  store i32 %47, ptr %36, align 4, !tbaa !4
  %37 = urem i32 %21, 3
  %38 = icmp eq i32 %37, 0
  %39 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %38)
  %40 = icmp eq i32 %23, 0
  br i1 %40, label %50, label %53

41:                                               ; preds = %22, %41
  %42 = phi i32 [ %27, %22 ], [ %47, %41 ]
  %43 = phi i32 [ 1, %22 ], [ %48, %41 ]
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %42, i32 range(i32 -2147483648, 32) %43, i32 0)
  %45 = icmp ult i32 %23, %43
  %46 = select i1 %45, i32 0, i32 %44
  %47 = add i32 %46, %42
  %48 = shl i32 %43, 1
  %49 = icmp slt i32 %48, 32
  br i1 %49, label %41, label %35, !llvm.loop !12

50:                                               ; preds = %35
  %51 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %39)
  %52 = atomicrmw add ptr %3, i32 %51 seq_cst, align 4
  br label %53

53:                                               ; preds = %50, %35
  %54 = phi i32 [ %52, %50 ], [ 0, %35 ]
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %54, i32 0, i32 31)
  br i1 %38, label %56, label %64

56:                                               ; preds = %53
  %57 = shl nsw i32 -1, %23
  %58 = xor i32 %57, -1
  %59 = and i32 %39, %58
  %60 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %59)
  %61 = add i32 %55, %60
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds nuw i32, ptr %2, i64 %62
  store i32 %21, ptr %63, align 4, !tbaa !4
  br label %64

64:                                               ; preds = %56, %53
  %65 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store i32 %39, ptr %65, align 4, !tbaa !4
  %66 = urem i32 %23, 3
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %70

68:                                               ; preds = %64
  %69 = tail call noundef i32 @llvm.nvvm.activemask()
  br label %70

70:                                               ; preds = %68, %64
  %71 = phi i32 [ %69, %68 ], [ 0, %64 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %72 = getelementptr inbounds nuw i8, ptr %26, i64 12
  store i32 %71, ptr %72, align 4, !tbaa !4
  %73 = and i32 %20, 65535
  %74 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 range(i32 0, 65536) %73, i32 -1)
  %75 = getelementptr inbounds nuw i8, ptr %26, i64 16
  store i32 %74, ptr %75, align 4, !tbaa !4
  %76 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 %20, i32 -1)
  %77 = tail call noundef i32 @llvm.nvvm.redux.sync.umin(i32 %21, i32 -1)
  %78 = xor i32 %77, %76
  %79 = getelementptr inbounds nuw i8, ptr %26, i64 20
  store i32 %78, ptr %79, align 4, !tbaa !4
  %80 = and i32 %20, 3
  %81 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 range(i32 0, 4) %80)
  %82 = getelementptr inbounds nuw i8, ptr %26, i64 24
  store i32 %81, ptr %82, align 4, !tbaa !4
  %83 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %38)
  %84 = getelementptr inbounds nuw i8, ptr %26, i64 28
  store i32 %83, ptr %84, align 4, !tbaa !4
  %85 = icmp ne i32 %20, 0
  %86 = tail call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %85)
  %87 = zext i1 %86 to i32
  %88 = icmp eq i32 %21, 12345
  %89 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %88)
  %90 = select i1 %89, i32 2, i32 0
  %91 = or disjoint i32 %90, %87
  %92 = getelementptr inbounds nuw i8, ptr %26, i64 32
  store i32 %91, ptr %92, align 4, !tbaa !4
  %93 = icmp ugt i32 %20, 1000
  %94 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %93)
  %95 = zext i1 %94 to i32
  %96 = icmp eq i32 %27, 0
  %97 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %96)
  %98 = select i1 %97, i32 2, i32 0
  %99 = or disjoint i32 %98, %95
  %100 = getelementptr inbounds nuw i8, ptr %26, i64 36
  store i32 %99, ptr %100, align 4, !tbaa !4
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

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #5

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
