; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @transpose(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = and i32 %6, 192, !dbg !11
  %8 = and i32 %5, 63, !dbg !12
  %9 = or disjoint i32 %7, %8, !dbg !12
  %10 = and i32 %5, 15, !dbg !13
  %11 = shl nuw nsw i32 %10, 2, !dbg !13
  %12 = shl nuw nsw i32 %9, 2, !dbg !14
  %13 = and i32 %12, 960, !dbg !14
  %14 = zext nneg i32 %13 to i64, !dbg !15
  %15 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %14, !dbg !15
  %16 = getelementptr i8, ptr addrspace(1) %15, i64 4096, !dbg !15
  %17 = zext nneg i32 %11 to i64, !dbg !15
  %18 = getelementptr [4 x i8], ptr addrspace(1) %15, i64 %17, !dbg !15
  %19 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %17, !dbg !15
  %20 = load <4 x i32>, ptr addrspace(1) %18, align 16, !dbg !16
  %21 = load <4 x i32>, ptr addrspace(1) %19, align 16, !dbg !16
  %22 = and i32 %12, 992, !dbg !17
  %23 = zext nneg i32 %22 to i64, !dbg !18
  %24 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %23, !dbg !18
  %25 = getelementptr i8, ptr addrspace(1) %24, i64 4096, !dbg !18
  %26 = shl nuw nsw i32 %5, 2, !dbg !19
  %27 = and i32 %26, 28, !dbg !19
  %28 = zext nneg i32 %27 to i64, !dbg !18
  %29 = getelementptr [4 x i8], ptr addrspace(1) %24, i64 %28, !dbg !18
  %30 = getelementptr [4 x i8], ptr addrspace(1) %25, i64 %28, !dbg !18
  %31 = shl nuw nsw i32 %5, 8, !dbg !11
  %32 = and i32 %31, 3072, !dbg !11
  %33 = shl nuw nsw i32 %10, 3, !dbg !11
  %34 = lshr exact i32 %7, 1, !dbg !11
  %35 = and i32 %5, 16, !dbg !11
  %36 = icmp eq i32 %35, 0, !dbg !11
  %37 = select i1 %36, i32 0, i32 4100, !dbg !11
  %38 = and i32 %26, 128, !dbg !11
  %39 = or disjoint i32 %37, %38, !dbg !11
  %40 = or disjoint i32 %32, %33, !dbg !11
  %41 = xor i32 %34, %40, !dbg !11
  %42 = or disjoint i32 %39, %41, !dbg !11
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %42, !dbg !11
  %44 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %44, ptr addrspace(3) %43, align 4, !dbg !11
  %45 = xor i32 %42, 264, !dbg !11
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !11
  %47 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %47, ptr addrspace(3) %46, align 4, !dbg !11
  %48 = xor i32 %42, 528, !dbg !11
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !11
  %50 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %50, ptr addrspace(3) %49, align 4, !dbg !11
  %51 = xor i32 %42, 792, !dbg !11
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %51, !dbg !11
  %53 = shufflevector <4 x i32> %20, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %53, ptr addrspace(3) %52, align 4, !dbg !11
  %54 = xor i32 %42, 4, !dbg !11
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54, !dbg !11
  %56 = shufflevector <4 x i32> %21, <4 x i32> poison, <1 x i32> zeroinitializer, !dbg !11
  store <1 x i32> %56, ptr addrspace(3) %55, align 4, !dbg !11
  %57 = xor i32 %42, 268, !dbg !11
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !11
  %59 = shufflevector <4 x i32> %21, <4 x i32> poison, <1 x i32> <i32 1>, !dbg !11
  store <1 x i32> %59, ptr addrspace(3) %58, align 4, !dbg !11
  %60 = xor i32 %42, 532, !dbg !11
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !11
  %62 = shufflevector <4 x i32> %21, <4 x i32> poison, <1 x i32> <i32 2>, !dbg !11
  store <1 x i32> %62, ptr addrspace(3) %61, align 4, !dbg !11
  %63 = xor i32 %42, 796, !dbg !11
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63, !dbg !11
  %65 = shufflevector <4 x i32> %21, <4 x i32> poison, <1 x i32> <i32 3>, !dbg !11
  store <1 x i32> %65, ptr addrspace(3) %64, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !20
  %66 = shl nuw nsw i32 %5, 5, !dbg !11
  %67 = and i32 %66, 864, !dbg !11
  %68 = and i32 %5, 28, !dbg !11
  %69 = lshr i32 %9, 2, !dbg !11
  %70 = and i32 %69, 24, !dbg !11
  %71 = and i32 %6, 128, !dbg !11
  %72 = icmp eq i32 %71, 0, !dbg !11
  %73 = select i1 %72, i32 0, i32 1056, !dbg !11
  %74 = or disjoint i32 %67, %68, !dbg !11
  %75 = or disjoint i32 %70, %73, !dbg !11
  %76 = xor i32 %75, %74, !dbg !11
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76, !dbg !11
  %78 = load <1 x i32>, ptr addrspace(3) %77, align 4, !dbg !11
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %77, i32 128, !dbg !11
  %80 = load <1 x i32>, ptr addrspace(3) %79, align 4, !dbg !11
  %81 = shufflevector <1 x i32> %80, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %82 = xor i32 %76, 4100, !dbg !11
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82, !dbg !11
  %84 = load <1 x i32>, ptr addrspace(3) %83, align 4, !dbg !11
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 128, !dbg !11
  %86 = load <1 x i32>, ptr addrspace(3) %85, align 4, !dbg !11
  %87 = shufflevector <1 x i32> %86, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %88 = xor i32 %76, 2112, !dbg !11
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %88, !dbg !11
  %90 = load <1 x i32>, ptr addrspace(3) %89, align 4, !dbg !11
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 128, !dbg !11
  %92 = load <1 x i32>, ptr addrspace(3) %91, align 4, !dbg !11
  %93 = shufflevector <1 x i32> %92, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %94 = xor i32 %76, 6212, !dbg !11
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %94, !dbg !11
  %96 = load <1 x i32>, ptr addrspace(3) %95, align 4, !dbg !11
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %95, i32 128, !dbg !11
  %98 = load <1 x i32>, ptr addrspace(3) %97, align 4, !dbg !11
  %99 = shufflevector <1 x i32> %98, <1 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  %100 = shufflevector <1 x i32> %78, <1 x i32> %84, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %101 = shufflevector <4 x i32> %100, <4 x i32> %81, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %102 = shufflevector <4 x i32> %101, <4 x i32> %87, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  store <4 x i32> %102, ptr addrspace(1) %29, align 16, !dbg !11
  %103 = shufflevector <1 x i32> %90, <1 x i32> %96, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !11
  %104 = shufflevector <4 x i32> %103, <4 x i32> %93, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !11
  %105 = shufflevector <4 x i32> %104, <4 x i32> %99, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  store <4 x i32> %105, ptr addrspace(1) %30, align 16, !dbg !11
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "transpose", linkageName: "transpose", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 91, column: 5, scope: !4)
!12 = !DILocation(line: 88, column: 9, scope: !4)
!13 = !DILocation(line: 89, column: 9, scope: !4)
!14 = !DILocation(line: 90, column: 30, scope: !4)
!15 = !DILocation(line: 90, column: 26, scope: !4)
!16 = !DILocation(line: 90, column: 18, scope: !4)
!17 = !DILocation(line: 91, column: 20, scope: !4)
!18 = !DILocation(line: 91, column: 14, scope: !4)
!19 = !DILocation(line: 91, column: 51, scope: !4)
!20 = !{!"amdgpu-synchronize-as", !"local"}
!21 = !DILocation(line: 87, column: 1, scope: !4)
