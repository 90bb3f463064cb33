; ModuleID = 'block_scan.hip'
source_filename = "block_scan.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10block_scanE6totals = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 16
@__hip_cuid_a31eab51c068076d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_a31eab51c068076d to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = add i32 %10, %4
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %13 = lshr i32 %4, 5
  %14 = lshr i32 %9, 5
  %15 = icmp ult i32 %11, %2
  br i1 %15, label %16, label %20

16:                                               ; preds = %3
  %17 = zext i32 %11 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %3, %16
  %21 = phi i32 [ %19, %16 ], [ 0, %3 ]
  %22 = and i32 %12, -32
  %23 = add i32 %12, -1
  %24 = icmp slt i32 %23, %22
  %25 = select i1 %24, i32 %12, i32 %23
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %21)
  %28 = icmp eq i32 %12, 0
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add i32 %29, %21
  %31 = add i32 %12, -2
  %32 = icmp slt i32 %31, %22
  %33 = select i1 %32, i32 %12, i32 %31
  %34 = shl i32 %33, 2
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %30)
  %36 = icmp ult i32 %12, 2
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add i32 %37, %30
  %39 = add i32 %12, -4
  %40 = icmp slt i32 %39, %22
  %41 = select i1 %40, i32 %12, i32 %39
  %42 = shl i32 %41, 2
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38)
  %44 = icmp ult i32 %12, 4
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add i32 %45, %38
  %47 = add i32 %12, -8
  %48 = icmp slt i32 %47, %22
  %49 = select i1 %48, i32 %12, i32 %47
  %50 = shl i32 %49, 2
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = icmp ult i32 %12, 8
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add i32 %53, %46
  %55 = add i32 %12, -16
  %56 = icmp slt i32 %55, %22
  %57 = select i1 %56, i32 %12, i32 %55
  %58 = shl i32 %57, 2
  %59 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %54)
  %60 = icmp ult i32 %12, 16
  %61 = select i1 %60, i32 0, i32 %59
  %62 = add i32 %61, %54
  %63 = icmp eq i32 %12, 31
  br i1 %63, label %64, label %66

64:                                               ; preds = %20
  %65 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %13
  store i32 %62, ptr addrspace(3) %65, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %64, %20
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %67 = icmp eq i32 %13, 0
  br i1 %67, label %68, label %92

68:                                               ; preds = %66
  %69 = icmp ult i32 %12, %14
  br i1 %69, label %70, label %73

70:                                               ; preds = %68
  %71 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %12
  %72 = load i32, ptr addrspace(3) %71, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %68, %70
  %74 = phi i32 [ %72, %70 ], [ 0, %68 ]
  %75 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %74)
  %76 = select i1 %28, i32 0, i32 %75
  %77 = add i32 %76, %74
  %78 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %77)
  %79 = select i1 %36, i32 0, i32 %78
  %80 = add i32 %79, %77
  %81 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %80)
  %82 = select i1 %44, i32 0, i32 %81
  %83 = add i32 %82, %80
  %84 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %83)
  %85 = select i1 %52, i32 0, i32 %84
  %86 = add i32 %85, %83
  %87 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %86)
  br i1 %69, label %88, label %92

88:                                               ; preds = %73
  %89 = select i1 %60, i32 0, i32 %87
  %90 = add i32 %89, %86
  %91 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %12
  store i32 %90, ptr addrspace(3) %91, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %73, %88, %66
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %67, label %98, label %93

93:                                               ; preds = %92
  %94 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %13
  %95 = getelementptr i8, ptr addrspace(3) %94, i32 -4
  %96 = load i32, ptr addrspace(3) %95, align 4, !tbaa !5
  %97 = add i32 %96, %62
  br label %98

98:                                               ; preds = %93, %92
  %99 = phi i32 [ %97, %93 ], [ %62, %92 ]
  br i1 %15, label %100, label %103

100:                                              ; preds = %98
  %101 = zext i32 %11 to i64
  %102 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %101
  store i32 %99, ptr addrspace(1) %102, align 4, !tbaa !5
  br label %103

103:                                              ; preds = %100, %98
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
