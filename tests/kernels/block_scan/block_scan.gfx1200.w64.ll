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
  %12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %13 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %12)
  %14 = lshr i32 %4, 6
  %15 = lshr i32 %9, 6
  %16 = icmp ult i32 %11, %2
  br i1 %16, label %17, label %21

17:                                               ; preds = %3
  %18 = zext i32 %11 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %3, %17
  %22 = phi i32 [ %20, %17 ], [ 0, %3 ]
  %23 = and i32 %13, -64
  %24 = add i32 %13, -1
  %25 = icmp slt i32 %24, %23
  %26 = select i1 %25, i32 %13, i32 %24
  %27 = shl i32 %26, 2
  %28 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %22)
  %29 = icmp eq i32 %13, 0
  %30 = select i1 %29, i32 0, i32 %28
  %31 = add i32 %30, %22
  %32 = add i32 %13, -2
  %33 = icmp slt i32 %32, %23
  %34 = select i1 %33, i32 %13, i32 %32
  %35 = shl i32 %34, 2
  %36 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %31)
  %37 = icmp ult i32 %13, 2
  %38 = select i1 %37, i32 0, i32 %36
  %39 = add i32 %38, %31
  %40 = add i32 %13, -4
  %41 = icmp slt i32 %40, %23
  %42 = select i1 %41, i32 %13, i32 %40
  %43 = shl i32 %42, 2
  %44 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %39)
  %45 = icmp ult i32 %13, 4
  %46 = select i1 %45, i32 0, i32 %44
  %47 = add i32 %46, %39
  %48 = add i32 %13, -8
  %49 = icmp slt i32 %48, %23
  %50 = select i1 %49, i32 %13, i32 %48
  %51 = shl i32 %50, 2
  %52 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 %47)
  %53 = icmp ult i32 %13, 8
  %54 = select i1 %53, i32 0, i32 %52
  %55 = add i32 %54, %47
  %56 = add i32 %13, -16
  %57 = icmp slt i32 %56, %23
  %58 = select i1 %57, i32 %13, i32 %56
  %59 = shl i32 %58, 2
  %60 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %55)
  %61 = icmp ult i32 %13, 16
  %62 = select i1 %61, i32 0, i32 %60
  %63 = add i32 %62, %55
  %64 = add i32 %13, -32
  %65 = icmp slt i32 %64, %23
  %66 = select i1 %65, i32 %13, i32 %64
  %67 = shl i32 %66, 2
  %68 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %63)
  %69 = icmp ult i32 %13, 32
  %70 = select i1 %69, i32 0, i32 %68
  %71 = add i32 %70, %63
  %72 = icmp eq i32 %13, 63
  br i1 %72, label %73, label %75

73:                                               ; preds = %21
  %74 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %14
  store i32 %71, ptr addrspace(3) %74, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %73, %21
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %76 = icmp eq i32 %14, 0
  br i1 %76, label %77, label %101

77:                                               ; preds = %75
  %78 = icmp ult i32 %13, %15
  br i1 %78, label %79, label %82

79:                                               ; preds = %77
  %80 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %13
  %81 = load i32, ptr addrspace(3) %80, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %77, %79
  %83 = phi i32 [ %81, %79 ], [ 0, %77 ]
  %84 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %83)
  %85 = select i1 %29, i32 0, i32 %84
  %86 = add i32 %85, %83
  %87 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %86)
  %88 = select i1 %37, i32 0, i32 %87
  %89 = add i32 %88, %86
  %90 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %89)
  %91 = select i1 %45, i32 0, i32 %90
  %92 = add i32 %91, %89
  %93 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 %92)
  %94 = select i1 %53, i32 0, i32 %93
  %95 = add i32 %94, %92
  %96 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %95)
  br i1 %78, label %97, label %101

97:                                               ; preds = %82
  %98 = select i1 %61, i32 0, i32 %96
  %99 = add i32 %98, %95
  %100 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %13
  store i32 %99, ptr addrspace(3) %100, align 4, !tbaa !5
  br label %101

101:                                              ; preds = %82, %97, %75
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %76, label %107, label %102

102:                                              ; preds = %101
  %103 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %14
  %104 = getelementptr i8, ptr addrspace(3) %103, i32 -4
  %105 = load i32, ptr addrspace(3) %104, align 4, !tbaa !5
  %106 = add i32 %105, %71
  br label %107

107:                                              ; preds = %102, %101
  %108 = phi i32 [ %106, %102 ], [ %71, %101 ]
  br i1 %16, label %109, label %112

109:                                              ; preds = %107
  %110 = zext i32 %11 to i64
  %111 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %110
  store i32 %108, ptr addrspace(1) %111, align 4, !tbaa !5
  br label %112

112:                                              ; preds = %109, %107
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
