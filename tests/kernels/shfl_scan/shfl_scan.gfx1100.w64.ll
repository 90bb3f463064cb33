; ModuleID = 'shfl_scan.hip'
source_filename = "shfl_scan.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_4bcc490b8c7ef400 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4bcc490b8c7ef400 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @shfl_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %108

14:                                               ; preds = %4
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = and i32 %19, -64
  %21 = add nsw i32 %20, 64
  %22 = add i32 %19, -1
  %23 = icmp slt i32 %22, %20
  %24 = select i1 %23, i32 %19, i32 %22
  %25 = shl i32 %24, 2
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %17)
  %27 = icmp eq i32 %19, 0
  %28 = select i1 %27, i32 0, i32 %26
  %29 = add i32 %28, %17
  %30 = add i32 %19, -2
  %31 = icmp slt i32 %30, %20
  %32 = select i1 %31, i32 %19, i32 %30
  %33 = shl i32 %32, 2
  %34 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %29)
  %35 = icmp ult i32 %19, 2
  %36 = select i1 %35, i32 0, i32 %34
  %37 = add i32 %36, %29
  %38 = add i32 %19, -4
  %39 = icmp slt i32 %38, %20
  %40 = select i1 %39, i32 %19, i32 %38
  %41 = shl i32 %40, 2
  %42 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %37)
  %43 = icmp ult i32 %19, 4
  %44 = select i1 %43, i32 0, i32 %42
  %45 = add i32 %44, %37
  %46 = add i32 %19, -8
  %47 = icmp slt i32 %46, %20
  %48 = select i1 %47, i32 %19, i32 %46
  %49 = shl i32 %48, 2
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %49, i32 %45)
  %51 = icmp ult i32 %19, 8
  %52 = select i1 %51, i32 0, i32 %50
  %53 = add i32 %52, %45
  %54 = add i32 %19, -16
  %55 = icmp slt i32 %54, %20
  %56 = select i1 %55, i32 %19, i32 %54
  %57 = shl i32 %56, 2
  %58 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %53)
  %59 = icmp ult i32 %19, 16
  %60 = select i1 %59, i32 0, i32 %58
  %61 = add i32 %60, %53
  %62 = add i32 %19, -32
  %63 = icmp slt i32 %62, %20
  %64 = select i1 %63, i32 %19, i32 %62
  %65 = shl i32 %64, 2
  %66 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %61)
  %67 = icmp ult i32 %19, 32
  %68 = select i1 %67, i32 0, i32 %66
  %69 = add i32 %68, %61
  %70 = xor i32 %19, 1
  %71 = icmp slt i32 %70, %21
  %72 = select i1 %71, i32 %70, i32 %19
  %73 = shl i32 %72, 2
  %74 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %73, i32 %17)
  %75 = add i32 %74, %17
  %76 = xor i32 %19, 2
  %77 = icmp slt i32 %76, %21
  %78 = select i1 %77, i32 %76, i32 %19
  %79 = shl i32 %78, 2
  %80 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %75)
  %81 = add i32 %80, %75
  %82 = xor i32 %19, 4
  %83 = icmp slt i32 %82, %21
  %84 = select i1 %83, i32 %82, i32 %19
  %85 = shl i32 %84, 2
  %86 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %81)
  %87 = add i32 %86, %81
  %88 = xor i32 %19, 8
  %89 = icmp slt i32 %88, %21
  %90 = select i1 %89, i32 %88, i32 %19
  %91 = shl i32 %90, 2
  %92 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %91, i32 %87)
  %93 = add i32 %92, %87
  %94 = xor i32 %19, 16
  %95 = icmp slt i32 %94, %21
  %96 = select i1 %95, i32 %94, i32 %19
  %97 = shl i32 %96, 2
  %98 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %93)
  %99 = add i32 %98, %93
  %100 = xor i32 %19, 32
  %101 = icmp slt i32 %100, %21
  %102 = select i1 %101, i32 %100, i32 %19
  %103 = shl i32 %102, 2
  %104 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %103, i32 %99)
  %105 = add i32 %104, %99
  %106 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %105, ptr addrspace(1) %106, align 4, !tbaa !5
  %107 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  store i32 %69, ptr addrspace(1) %107, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %4, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
